import { versionLine, type GovernancePack } from "./governance-pack.ts";

/**
 * The governance pack as HTML: on the Governance page, and as the printable file (rendered on the server with the
 * same component, its own print styles around it). Plain elements only, so it prints and reads anywhere.
 */
export function GovernancePackView({
  pack,
  tableClassName,
}: {
  pack: GovernancePack;
  /** On the page: the document tables' look (a card per row on a phone); the printable file styles its own. */
  tableClassName?: string;
}) {
  return (
    <article className="governance-pack">
      <header>
        <h1>{pack.title}</h1>
        <p>
          Made <time dateTime={pack.madeAt}>{formatMade(pack.madeAt)}</time> from {versionLine(pack)}, with these
          settings:
        </p>
        <dl className="governance-made-from">
          {pack.madeFrom.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {pack.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.blocks.map((block, index) =>
            block.kind === "paragraph" ? (
              <p key={index}>{block.text}</p>
            ) : block.kind === "list" ? (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <div key={index} className="governance-table">
                <table className={tableClassName}>
                  <caption>{block.caption}</caption>
                  <thead>
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row[0]}>
                        {row.map((cell, cellIndex) =>
                          cellIndex === 0 ? (
                            <th key={cellIndex} scope="row">
                              {cell}
                            </th>
                          ) : (
                            <td key={cellIndex} data-label={block.head[cellIndex]}>
                              {cell}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ),
          )}
        </section>
      ))}
    </article>
  );
}

function formatMade(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
}

/** The printable file's own styles (it is opened from disk, away from the app's stylesheet). */
export const PRINT_STYLES = `
  body { font: 11pt/1.45 Arial, Helvetica, sans-serif; color: #212b32; margin: 2cm; }
  h1 { font-size: 20pt; color: #005eb8; } h2 { font-size: 14pt; margin-top: 1.5em; break-after: avoid; }
  dl div { display: flex; gap: 0.5em; } dt { font-weight: bold; } dt::after { content: ":"; } dd { margin: 0; }
  table { border-collapse: collapse; width: 100%; font-size: 9pt; } caption { text-align: left; font-weight: bold; }
  th, td { border: 1px solid #768692; padding: 4px 6px; text-align: left; vertical-align: top; }
  thead th { background: #e8edee; } tr { break-inside: avoid; }
  @page { size: A4 landscape; margin: 1.5cm; } @media print { body { margin: 0; } }
`;
