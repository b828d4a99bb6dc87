/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Roslis` : 'Roslis · The membership card for women’s wear'}</title>;
}
