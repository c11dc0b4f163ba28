import type { FastifyPluginAsync } from 'fastify';
import type { ComparePageProps, WishlistPageProps } from '../../../shared/api/contract';
import { customerPage } from '../requireCustomer';
import { compareProducts, listRows, wishlistEntries } from '../../customer/savedLists';
import { PRIVATE_HEADS } from '../../seo/contentHeads';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** The wishlist page (customers; guests sign in first and come back) and the compare page (everyone). */
const listPages: FastifyPluginAsync = async (app) => {
  app.get('/customer/wishlist', { preHandler: customerPage, schema: noQuery }, async (request, reply) => {
    // The island paints these at once and asks the server again only when the counter says the list changed.
    const page: WishlistPageProps = {
      wishlist: await wishlistEntries(app.db, request.session.get('customerId')!, request.money, request.language),
    };
    // The island's slice, ready with them: the server renders the list, not its loading state.
    return reply.page('wishlist', { seo: PRIVATE_HEADS.wishlist(request), page, preload: { wishlist: page.wishlist } });
  });

  app.get('/compare', { schema: noQuery }, async (request, reply) => {
    const page: ComparePageProps = {};
    // A customer's list is in the database: the island's slice, ready with it, so the server renders
    // the table and the island asks for nothing. A guest's is in their browser: read there.
    const customerId = request.session.get('customerId');
    if (!customerId) return reply.page('compare', { seo: PRIVATE_HEADS.compare(request), page });
    const items = await compareProducts(
      app.db,
      (await listRows(app.db, 'compare_items', customerId)).map((row) => row.product_id),
      request.money,
      request.language,
    );
    return reply.page('compare', {
      seo: PRIVATE_HEADS.compare(request),
      page,
      preload: { compare: items },
    });
  });
};

export default listPages;
