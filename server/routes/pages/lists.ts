import type { FastifyPluginAsync } from 'fastify';
import type { ComparePageProps, WishlistPageProps } from '../../../shared/api/contract';
import { COMPARE_COOKIE, compareCookieIds } from '../../../shared/compare/compareCookie';
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
    // the table and the island asks for nothing. A guest's is in their browser: read there; what
    // they added without script is in the compare form's cookie, which the server renders too.
    const customerId = request.session.get('customerId');
    const ids = customerId
      ? (await listRows(app.db, 'compare_items', customerId)).map((row) => row.product_id)
      : compareCookieIds(request.cookies[COMPARE_COOKIE]);
    if (!customerId && ids.length === 0) return reply.page('compare', { seo: PRIVATE_HEADS.compare(request), page });
    const items = await compareProducts(app.db, ids, request.money, request.language);
    return reply.page('compare', {
      seo: PRIVATE_HEADS.compare(request),
      page,
      preload: { compare: items },
    });
  });
};

export default listPages;
