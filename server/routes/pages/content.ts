import type { FastifyPluginAsync } from 'fastify';
import type { CareersPageProps } from '../../../shared/api/careersContract';
import { NotFound } from '../../lib/domainErrors';
import { openJobPosts } from '../../careers/jobPosts';
import { findContentPage } from '../../pages/contentPages';
import { careersHead, contentHead } from '../../seo/contentHeads';
import type { PageOptions } from './index';

/** The shop's own pages: About Us (from the database, no script of its own) and Careers. */
const contentPages: FastifyPluginAsync<PageOptions> = async (app, { publicUrl }) => {
  // The page's own text stays in the language its editors wrote it in; the shop's words around it follow the page's
  // language.
  app.get('/page/about-us', async (request, reply) => {
    const page = await findContentPage(app.db, 'about-us');
    if (!page) throw new NotFound(request.t('pages.pageNotFound'));
    const seo = contentHead(publicUrl, request, { slug: 'about-us', ...page });
    return reply.page('content-page', {
      seo,
      heading: page.title,
      html: page.html,
      crumbs: [{ label: request.t('pages.home'), href: '/' }, { label: page.title }],
    });
  });

  app.get('/careers', async (request, reply) => {
    const page: CareersPageProps = { jobs: await openJobPosts(app.db) };
    return reply.page('careers', { seo: careersHead(publicUrl, request, page.jobs), page });
  });
};

export default contentPages;
