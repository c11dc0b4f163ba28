import type { FastifyPluginAsync } from 'fastify';
import type { ComparePageProps, WishlistPageProps } from '../../../shared/api/contract';
import { customerPage } from '../requireCustomer';
import { wishlistEntries } from '../../customer/savedLists';
import { PRIVATE_HEADS } from '../../seo/contentHeads';

const noQuery = { querystring: { type: 'object', properties: {} } } as const;

/** The wishlist page (customers; guests sign in first and come back) and the compare page (everyone). */
const listPages: FastifyPluginAsync = async (app) => {
  app.get('/customer/wishlist', { preHandler: customerPage, schema: noQuery }, async (request, reply) => {
    // The island paints these at once and asks the server again only when the counter says the list changed.
    const page: WishlistPageProps = { wishlist: await wishlistEntries(app.db, request.session.get('customerId')!, app.money) };
    // The island's slice, ready with them: the server renders the list, not its loading state.
    const state = { wishlist: { status: 'ready', items: page.wishlist, removing: [] } };
    return reply.page('wishlist', { title: 'Wishlist', seo: PRIVATE_HEADS.wishlist(), page, state });
  });

  app.get('/compare', { schema: noQuery }, async (_request, reply) => {
    const page: ComparePageProps = {};
    return reply.page('compare', { title: 'Compare Products', seo: PRIVATE_HEADS.compare(), page });
  });
};

export default listPages;
