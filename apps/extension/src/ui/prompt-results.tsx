import type { PromptHit, SearchResults } from "../lib/extension-requests.ts";

function ResultGroup({ label, hits, onPick }: { label: string; hits: PromptHit[]; onPick: (hit: PromptHit) => void }) {
  if (hits.length === 0) return null;
  return (
    <section className="group" aria-label={label}>
      <h3>{label}</h3>
      <ul>
        {hits.map((hit) => (
          <li key={`${hit.origin}-${hit.id}`}>
            <button type="button" className="hit" onClick={() => onPick(hit)}>
              <span className="hit-title">{hit.title}</span>
              <span className="hit-description">{hit.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Search results: the member's own prompts first, then the library. */
export function PromptResults({ results, onPick }: { results: SearchResults; onPick: (hit: PromptHit) => void }) {
  if (results.mine.length === 0 && results.library.length === 0) {
    return <p className="muted">No prompts match. Try other words.</p>;
  }
  return (
    <div className="results">
      <ResultGroup label="My Prompts" hits={results.mine} onPick={onPick} />
      <ResultGroup label="Library" hits={results.library} onPick={onPick} />
    </div>
  );
}
