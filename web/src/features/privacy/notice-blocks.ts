/** One block of a notice: a heading, a paragraph or a list. */
export type NoticeBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * Reads the notice's small markup (the settings page explains it): blocks are separated by a
 * blank line, "## " starts a heading, lines starting "- " are list items. `{name}` placeholders
 * are filled from `values`; unknown ones stay as written, so a typo is visible, not silent.
 */
export function noticeBlocks(text: string, values: Record<string, string>): NoticeBlock[] {
  const filled = text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const blocks: NoticeBlock[] = [];
  for (const chunk of filled.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    for (const line of lines) {
      const last = blocks[blocks.length - 1];
      if (line.startsWith('## ')) {
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        if (last?.kind === 'list') last.items.push(line.slice(2).trim());
        else blocks.push({ kind: 'list', items: [line.slice(2).trim()] });
      } else if (last?.kind === 'paragraph' && lines.indexOf(line) > 0) {
        last.text += ` ${line}`;
      } else {
        blocks.push({ kind: 'paragraph', text: line });
      }
    }
  }
  return blocks;
}
