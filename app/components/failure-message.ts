/** docs/product.md §7: a failed call's message is "status: response text". */
export async function failureMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  let message = text;
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? text;
  } catch {
    // Not JSON: the text as it is.
  }
  return `${response.status}: ${message || response.statusText}`;
}
