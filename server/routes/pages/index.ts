import type { FastifyPluginAsync } from 'fastify';
import accountPages from './account';
import blogPages from './blog';
import catalogPages from './catalog';
import checkoutPages from './checkout';
import commercePages from './commerce';
import contentPages from './content';
import listPages from './lists';
import trackOrderPage from './trackOrder';

export interface PageOptions {
  /** The shop's public origin (config.publicUrl): canonical links, share tags and structured data name it. */
  publicUrl: string;
}

/** Every page of the shop: each renders its template with its island's mount point and first-paint data. */
/** returnDays: days after delivery a customer may ask to return an order's lines (config.returnDays). */
const pageRoutes: FastifyPluginAsync<PageOptions & { returnDays: number }> = async (app, { publicUrl, returnDays }) => {
  // Home, category, brand, product, all products, search and campaign details.
  await app.register(catalogPages, { publicUrl });
  // The cart, login and registration.
  await app.register(commercePages);
  // The one-page checkout and its success page.
  await app.register(checkoutPages);
  // The wishlist and compare pages.
  await app.register(listPages);
  // The customer's account: profile, orders, reviews, downloads, addresses.
  await app.register(accountPages, { returnDays });
  // Tracking an order by its number and phone number, without signing in.
  await app.register(trackOrderPage);
  // The blog, About Us and Careers.
  await app.register(blogPages, { publicUrl });
  await app.register(contentPages, { publicUrl });
};

export default pageRoutes;
