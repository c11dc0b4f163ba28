import type { BlogComment } from './blogContract';
import { api } from './client';
import type { Paged } from './contract';
import { messageOf } from './envelope';

/** The blog's calls the browser makes (the pages paint the rest from their data-props). */

/** GET /all-comments/{blogId}?page=: eight a page, newest first. */
export async function fetchComments(blogId: number, page: number): Promise<Paged<BlogComment>> {
  return (await api.get<Paged<BlogComment>>(`/all-comments/${blogId}`, { params: { page } })).data;
}

export interface CommentPayload {
  name: string;
  email: string;
  comment: string;
  blog_id: number;
  website: string;
}

/**
 * POST /submit-comment: the server's message and the comment as posted (absent when the server
 * drops it quietly). 422 { errors } for bad fields, 429 when this address posted too often.
 */
export async function submitComment(payload: CommentPayload): Promise<{ message?: string; comment?: BlogComment }> {
  const { data } = await api.post<{ data?: BlogComment } | null>('/submit-comment', payload);
  return { message: messageOf(data), comment: data?.data };
}
