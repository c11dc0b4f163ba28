import type { FastifyPluginAsync } from 'fastify';
import type { CareersPageProps } from '../../../shared/api/careersContract';
import { openJobPosts } from '../../careers/jobPosts';
import { findContentPage } from '../../pages/contentPages';
import { careersHead, contentHead } from '../../seo/contentHeads';
import type { PageOptions } from './index';

/** The shop's own pages: About Us (from the database, no script of its own) and Careers. */
const contentPages: FastifyPluginAsync<PageOptions> = async (app, { publicUrl }) => {
  app.get('/page/about-us', async (_request, reply) => {
    const page = await findContentPage(app.db, 'about-us');
    const seo = contentHead(publicUrl, { slug: 'about-us', ...page });
    return reply.page('content-page', { title: page.title, seo, heading: page.title, html: page.html, crumbs: [{ label: 'Home', href: '/' }, { label: page.title }] });
  });

  app.get('/careers', async (_request, reply) => {
    const page: CareersPageProps = { jobs: await openJobPosts(app.db) };
    return reply.page('careers', { title: 'Careers', seo: careersHead(publicUrl, page.jobs), page });
  });
};

export default contentPages;
