import type { BlockConditions } from '../state/actions.ts';

/**
 * The condition names a block may use, as src/server/storefront/conditions.ts
 * evaluates them; a unit test keeps the two lists equal.
 */
export const CONDITION_NAMES = [
  'isUK',
  'isEU',
  'isRestOfWorld',
  'isLoggedIn',
  'isLoggedOut',
  'isPro',
  'isNotPro',
  'isTurbo',
  'isBespoke',
  'isInternal',
] as const;

interface Props {
  id: string;
  conditions: BlockConditions;
  onChange: (conditions: BlockConditions) => void;
}

/** Who sees the block: every ticked condition must pass (or fail, when negated). */
export function ConditionsInput({ id, conditions, onChange }: Props) {
  const find = (name: string) => conditions.find((condition) => condition.name === name);
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...conditions, { name, args: [], not: false }] : conditions.filter((condition) => condition.name !== name));
  const negate = (name: string, not: boolean) => onChange(conditions.map((condition) => (condition.name === name ? { ...condition, not } : condition)));
  return (
    <fieldset className="pf-field pf-conditions">
      <legend>Show only when</legend>
      {CONDITION_NAMES.map((name) => {
        const condition = find(name);
        return (
          <div key={name} className="pf-condition">
            <label>
              <input type="checkbox" id={`${id}-${name}`} checked={!!condition} onChange={(event) => toggle(name, event.currentTarget.checked)} />
              {name}
            </label>
            {condition && (
              <label>
                <input type="checkbox" checked={condition.not} onChange={(event) => negate(name, event.currentTarget.checked)} /> not
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
