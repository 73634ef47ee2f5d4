/**
 * Saves data the page already holds as a file, as a download link would. The link is in the
 * document while it is clicked, and its address outlives the click by a minute: the browser may
 * not have started reading it when `click()` returns.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
