/**
 * A tiny element tree for the reader's DOM code: views are pure data (testable without a browser)
 * and `mount` turns them into nodes with createElement and text nodes only. No HTML string is
 * ever parsed, so text from the corpus or the query can never become markup.
 */
export interface View {
  tag: string;
  attrs?: Record<string, string | undefined>;
  children?: (View | string)[];
}

/** The part of Document that mounting needs (a fake one in unit tests). */
export interface NodeFactory {
  createElement(tag: string): Element;
  createTextNode(text: string): Text;
}

export function h(tag: string, attrs: View['attrs'], ...children: (View | string | null | undefined | false)[]): View {
  return { tag, attrs, children: children.filter((c): c is View | string => c !== null && c !== undefined && c !== false) };
}

export function mount(doc: NodeFactory, view: View | string): Node {
  if (typeof view === 'string') return doc.createTextNode(view);
  const element = doc.createElement(view.tag);
  for (const [name, value] of Object.entries(view.attrs ?? {})) if (value !== undefined) element.setAttribute(name, value);
  for (const child of view.children ?? []) element.appendChild(mount(doc, child));
  return element;
}
