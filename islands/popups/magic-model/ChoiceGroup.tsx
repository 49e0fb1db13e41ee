import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  picture?: string | undefined;
}

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  empty?: ReactNode;
}

/** One choice of several as native radio buttons: arrow keys move, Tab leaves, a screen reader says "3 of 6". */
export default function ChoiceGroup({ legend, name, choices, value, onChange, empty }: ChoiceGroupProps) {
  return (
    <fieldset className="pf-mm-group">
      <legend>{legend}</legend>
      {choices.length === 0 ? (
        empty
      ) : (
        <div className="pf-mm-choices">
          {choices.map((choice) => (
            <label key={choice.value} className="pf-mm-choice">
              <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onChange(choice.value)} />
              {choice.picture && <img src={choice.picture} alt="" width={48} height={48} loading="lazy" />}
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
