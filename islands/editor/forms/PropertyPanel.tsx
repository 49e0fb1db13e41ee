import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { EDITOR_GROUPS } from '../../../blocks/editor-meta.ts';
import { editorFields } from '../../../blocks/editor-fields.ts';
import { findBlock } from '../../../src/lib/page-document/index.ts';
import { useEditor } from '../editor-context.ts';
import { blockTitle, compatibleTypes } from '../block-types.ts';
import { ConditionsInput } from './ConditionsInput.tsx';
import { AsyncSourcesInput } from './AsyncSourceInput.tsx';
import { FieldInput } from './FieldInput.tsx';
import { propertyError } from './field-check.ts';

/**
 * The selected block's form: inputs derived from its type's schema, grouped
 * as declared, each checked as the owner types with the rule the server applies on save.
 */
export function PropertyPanel() {
  const { store } = useEditor();
  const blocks = useStore(store.$blocks);
  const selectedId = useStore(store.$selected);
  const node = selectedId ? findBlock(blocks, selectedId)?.node : undefined;
  const blockType = node?.type;
  const fields = useMemo(() => (blockType !== undefined ? editorFields(blockType) : []), [blockType]);
  if (!node) return <p className="pf-props-empty">Select a block to edit it.</p>;

  const properties = node.properties as Record<string, unknown>;
  const set = (name: string, value: unknown) => store.dispatch({ type: 'updateProperties', id: node.id, patch: { [name]: value } });
  const switchTo = compatibleTypes(node.type);
  return (
    <form className="pf-props" aria-label={`${blockTitle(node.type)} properties`} onSubmit={(event) => event.preventDefault()}>
      <h2>{blockTitle(node.type)}</h2>
      {switchTo.length > 0 && (
        <div className="pf-field">
          <label htmlFor="pf-switch-type">Block type</label>
          <select
            id="pf-switch-type"
            value={node.type}
            onChange={(event) => store.dispatch({ type: 'switchType', id: node.id, to: event.currentTarget.value })}
          >
            <option value={node.type}>{blockTitle(node.type)}</option>
            {switchTo.map((type) => (
              <option key={type} value={type}>
                {blockTitle(type)}
              </option>
            ))}
          </select>
        </div>
      )}
      {EDITOR_GROUPS.map((group) => {
        const inGroup = fields.filter((field) => field.group === group && field.widget !== 'hidden');
        if (inGroup.length === 0) return null;
        return (
          <fieldset key={group} className="pf-props-group">
            <legend>{group}</legend>
            {inGroup.map((field) => (
              <FieldInput
                key={`${node.id}:${field.name}`}
                field={field}
                id={`pf-${field.name}`}
                value={properties[field.name]}
                error={propertyError(node.type, field.name, properties[field.name])}
                onChange={(value) => set(field.name, value)}
              />
            ))}
          </fieldset>
        );
      })}
      <ConditionsInput
        id={`pf-conditions-${node.id}`}
        conditions={node.conditions ?? []}
        onChange={(conditions) => store.dispatch({ type: 'setConditions', id: node.id, conditions })}
      />
      <AsyncSourcesInput
        key={node.id}
        id={`pf-async-${node.id}`}
        items={node.asyncItems}
        data={node.asyncData}
        onChange={(kind, path) => store.dispatch({ type: 'setAsyncSource', id: node.id, kind, path })}
      />
    </form>
  );
}
