import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the section is named by its heading. */
  id: string;
  title: string;
  /** A line under the heading. */
  lead?: string;
  /** What sits at the other end of the head: a link, a picker, a countdown. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A titled block of a page (Featured Categories, Trending Products, Related Products ...): the
 * heading and what belongs beside it, then the content.
 *   <Section id="related-products" title="Related Products">{cards}</Section>
 */
export function Section({ id, title, lead, aside, className = 'section', children }: Props) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="section-head">
        <div>
          <h2 id={id}>{title}</h2>
          {lead && <p>{lead}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
