/** One demo blog post: what the seed writes and how its pictures are drawn. */
export interface BlogPostSeed {
  slug: string;
  title: string;
  author: string;
  /** How many days before the seeding it was published (the newest leads /blog). */
  daysAgo: number;
  featured?: boolean;
  trending?: boolean;
  /** The pictogram (seed/pictograms.ts) and colour of its pictures. */
  icon: string;
  colour: string;
  html: string;
}
