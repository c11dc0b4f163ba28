import type { FastifyError } from 'fastify';
import type { FieldMessage } from '../../shared/validation/shopText';
import { Refused } from '../lib/domainErrors';

export interface UploadLimits {
  /** The form field the files come in (a refusal points at it). */
  field: string;
  maxFiles: number;
  /** Bytes a file may have. */
  maxBytes: number;
  /** What the shopper is told when they send more files, or a larger one. */
  tooMany: FieldMessage;
  tooLarge: FieldMessage;
}

/**
 * Route options for a multipart call that takes files: the multipart plugin stops reading a file
 * past maxBytes and the request past maxFiles files (a request holds at most maxFiles x maxBytes in
 * memory), and those two limits answer as a form's refusal of the field (422) instead of the
 * plugin's bare 413.
 *   app.post(url, { ...uploadLimits({ field: 'photos', ... }), schema }, handler)
 */
export function uploadLimits({ field, maxFiles, maxBytes, tooMany, tooLarge }: UploadLimits) {
  return {
    config: { multipartOptions: { limits: { files: maxFiles, fileSize: maxBytes } } },
    // Thrown on: the shop's errors plugin (the parent handler) answers it.
    errorHandler(error: FastifyError) {
      const message =
        error.code === 'FST_FILES_LIMIT' ? tooMany : error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge : null;
      throw message ? new Refused(message, { fields: { [field]: [message] } }) : error;
    },
  };
}
