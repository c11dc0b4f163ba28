import type { FastifyPluginAsync } from 'fastify';
import type { CareersPageProps } from '../../../shared/api/careersContract';
import { openJobPosts } from '../../careers/jobPosts';
import { findContentPage } from '../../pages/contentPages';

/** The shop's own pages: About Us (from the database, no script of its own) and Careers. */
const contentPages: FastifyPluginAsync = async (app) => {
  app.get('/page/about-us', async (_request, reply) => {
    const page = await findContentPage(app.db, 'about-us');
    return reply.page('content-page', { title: page.title, heading: page.title, html: page.html, crumbs: [{ label: 'Home', href: '/' }, { label: page.title }] });
  });

  app.get('/careers', async (_request, reply) => {
    const page: CareersPageProps = { jobs: await openJobPosts(app.db) };
    return reply.page('careers', { title: 'Careers', page });
  });
};

export default contentPages;
