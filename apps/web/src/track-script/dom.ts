/** An element with its attributes and children: the script's whole templating. */
export function el(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs))
    if (value !== '' || name !== 'class') node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * After an answer, the items as the server now writes them (status, explanation, timeline): the page is
 * fetched again and its item sections and overall line take the old ones' place.
 */
export async function refreshItems(): Promise<void> {
  const res = await fetch(location.href, { headers: { accept: 'text/html' } }).catch(() => null);
  if (!res?.ok) return;
  const fresh = new DOMParser().parseFromString(await res.text(), 'text/html');
  for (const node of fresh.querySelectorAll('[data-item], #overall')) {
    const old =
      document.getElementById(node.id) ?? document.querySelector(`[data-item="${node.getAttribute('data-item')}"]`);
    old?.replaceWith(document.importNode(node, true));
  }
}
