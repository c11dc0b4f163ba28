import { useState, type KeyboardEvent } from 'react';
import { videoEmbedUrl } from './videoEmbed';
import { Reviews } from './Reviews';

type Tab = 'description' | 'reviews';
const TABS: { id: Tab; label: string }[] = [
  { id: 'description', label: 'Description' },
  { id: 'reviews', label: 'Reviews' },
];

interface Props {
  productName: string;
  description: string | null;
  videoLink: string | null;
}

/** Description (the shop's HTML and the product video) and Reviews, as an ARIA tab set. */
export function ProductTabs({ productName, description, videoLink }: Props) {
  const [open, setOpen] = useState<Tab>('description');
  const video = videoEmbedUrl(videoLink);
  // Arrow keys move between the tabs, as screen-reader users expect of a tab list.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.findIndex((t) => t.id === open) + 1) % TABS.length].id;
    setOpen(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <section className="product-tabs">
      <div role="tablist" aria-label="Product information" onKeyDown={onKey}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={open === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={open === tab.id ? 0 : -1}
            onClick={() => setOpen(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="panel-description" role="tabpanel" aria-labelledby="tab-description" hidden={open !== 'description'}>
        {/* The description is the shop's own HTML, written by staff in the admin. */}
        {description && <div className="rich-text" dangerouslySetInnerHTML={{ __html: description }} />}
        {video && (
          <div className="product-video">
            <iframe
              src={video}
              title={`${productName} video`}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
        {!description && !video && <p className="muted">No description yet.</p>}
      </div>
      <div id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden={open !== 'reviews'}>
        <Reviews />
      </div>
    </section>
  );
}
