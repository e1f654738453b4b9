/** Saves `text` as a file the browser downloads (an export: JSON, CSV). */
export function downloadFile(text: string, type: string, filename: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
}
