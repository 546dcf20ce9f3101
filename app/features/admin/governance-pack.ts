/**
 * The governance pack's shape (decision 058): sections of paragraphs, lists and tables, with what it was made from.
 * One model, three renderings: the page and the printable HTML file (governance-pack-view.tsx) and Markdown (below).
 * Browser-safe.
 */
export type PackBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export type PackSection = { id: string; title: string; blocks: PackBlock[] };

export type GovernancePack = {
  title: string;
  /** ISO time it was made. */
  madeAt: string;
  version: string;
  commit: string | null;
  /** The settings and facts it was made from, by name. */
  madeFrom: Array<[string, string]>;
  sections: PackSection[];
};

/** "Notewell 0.1.0 (commit 1a2b3c4d)". */
export function versionLine(pack: Pick<GovernancePack, "version" | "commit">): string {
  return `Notewell ${pack.version}${pack.commit ? ` (commit ${pack.commit.slice(0, 12)})` : " (commit not recorded)"}`;
}

/** Text as Markdown reads it: its own `*`, `_`, `#`, `|`, `<` and friends shown, not obeyed. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]()#+!|<>~])/g, "\\$1").replace(/\r?\n/g, " ");
}

/** The pack as Markdown: a heading per section, tables as pipe tables. */
export function packToMarkdown(pack: GovernancePack): string {
  const lines: string[] = [
    `# ${escapeMarkdown(pack.title)}`,
    "",
    `Made ${pack.madeAt} from ${escapeMarkdown(versionLine(pack))}, with these settings:`,
    "",
    ...pack.madeFrom.map(([name, value]) => `- ${escapeMarkdown(name)}: ${escapeMarkdown(value)}`),
    "",
  ];
  for (const section of pack.sections) {
    lines.push(`## ${escapeMarkdown(section.title)}`, "");
    for (const block of section.blocks) {
      if (block.kind === "paragraph") lines.push(escapeMarkdown(block.text), "");
      else if (block.kind === "list") lines.push(...block.items.map((item) => `- ${escapeMarkdown(item)}`), "");
      else {
        lines.push(
          `**${escapeMarkdown(block.caption)}**`,
          "",
          `| ${block.head.map(escapeMarkdown).join(" | ")} |`,
          `| ${block.head.map(() => "---").join(" | ")} |`,
          ...block.rows.map((row) => `| ${row.map(escapeMarkdown).join(" | ")} |`),
          "",
        );
      }
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
