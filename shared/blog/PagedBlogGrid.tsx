import { useRef, useState } from 'react';
import type { Blog } from '../api/blogContract';
import { Pagination } from '../ui/Pagination';
import { pageCount } from '../ui/pageCount';
import { BlogCard, type BlogCardTexts } from './BlogCard';

interface Props {
  blogs: Blog[];
  /** Posts a page: 6 on /blog, 12 on a category's page. */
  perPage: number;
  /** Names the pages' navigation ("Blog pages"). */
  label: string;
  cardTexts: BlogCardTexts;
  /** Told the page shown, so a page can show more above the first (the newest post on /blog). */
  onPage?: (page: number) => void;
}

/** Posts the page already holds, shown `perPage` at a time; a new page scrolls the list into view. */
export function PagedBlogGrid({ blogs, perPage, label, cardTexts, onPage }: Props) {
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const go = (next: number) => {
    setPage(next);
    onPage?.(next);
    top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div ref={top} className="blog-list">
      <div className="blog-grid">
        {blogs.slice((page - 1) * perPage, page * perPage).map((blog) => (
          <BlogCard key={blog.id} blog={blog} texts={cardTexts} />
        ))}
      </div>
      <Pagination page={page} count={pageCount(blogs.length, perPage)} onChange={go} label={label} />
    </div>
  );
}
