import type { FastifyPluginAsync } from 'fastify';
import { SUGGESTION_TERM, suggestionsFor } from '../../search/suggestions';

const named = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, slug: { type: 'string' } },
} as const;
const response = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          url_key: { type: 'string' },
          picture: { type: ['string', 'null'] },
          price: { type: 'number' },
        },
      },
    },
    categories: { type: 'array', items: named },
    brands: { type: 'array', items: named },
    closest: { type: 'boolean' },
  },
} as const;

/** What a shopper can type: no control characters (a pasted escape sequence, a bell), which no name holds. */
const TYPED_TEXT = '^[^\\u0000-\\u001F\\u007F]*$';

/**
 * The search box's suggestions. A term shorter than two letters (or none) answers empty lists, not
 * an error: the box asks from the second letter, and a shorter term matches too much to help.
 */
const suggestionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { term: string } }>(
    '/api/search/suggestions',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { term: { type: 'string', maxLength: SUGGESTION_TERM.max, pattern: TYPED_TEXT, default: '' } },
        },
        response: { 200: response },
      },
    },
    async (request) => suggestionsFor(app.db, request.query.term, request.language),
  );
};

export default suggestionRoutes;
