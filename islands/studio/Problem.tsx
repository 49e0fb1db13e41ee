import type { StudioProblem } from './studio-api.ts';

/** A refusal, readable: the message and each field's problem. */
export function Problem({ problem }: { problem: StudioProblem }) {
  return (
    <div role="alert" className="studio-problem">
      <p>{problem.message}</p>
      {problem.details.length > 0 && (
        <ul>
          {problem.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
