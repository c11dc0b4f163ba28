import { useEffect, useState } from 'react';
import { formatNumber } from '../../../shared/format/number';
import { useT } from '../../../shared/i18n/useT';
import { useShop } from '../../../shared/store/hooks';
import { PHOTO_MESSAGES, PHOTO_TYPES, photoProblem, REVIEW_LIMITS } from '../../../shared/validation/reviewSchema';
import { useFieldText } from '../../../shared/validation/FormField';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  /** The server's message about the photos, if it refused them. */
  error?: string;
}

/** Object URLs of the files for their previews, released when the files change or the form goes. */
function usePreviews(files: File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    // Object URLs are a resource outside React, made and released here.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

/**
 * Up to four photos, each JPEG, PNG or WebP of at most 2 MB, checked as they are picked (before
 * any upload): what does not fit is named and left out. Each chosen photo shows a preview and can
 * be removed.
 */
export function PhotoPicker({ files, onChange, error }: Props) {
  const t = useT();
  const { locale } = useShop();
  const [problems, setProblems] = useState<string[]>([]);
  const fieldText = useFieldText();
  const previews = usePreviews(files);
  const room = REVIEW_LIMITS.photos - files.length;

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const fine = chosen.filter((file) => photoProblem(file) === null);
    const found = chosen.flatMap((file) => photoProblem(file) ?? []);
    if (fine.length > room) found.push(PHOTO_MESSAGES.tooMany);
    setProblems(found.map((problem) => fieldText(problem) ?? ''));
    if (fine.length) onChange([...files, ...fine.slice(0, room)]);
  };
  const messages = error ? [...problems, error] : problems;

  return (
    <div className={`form-field photo-picker${messages.length ? ' has-error' : ''}`}>
      <label htmlFor="review-photos">{t('product.photos')}</label>
      <p className="photo-picker-hint" id="review-photos-hint">
        {t('product.photosHint', {
          count: REVIEW_LIMITS.photos,
          size: formatNumber(REVIEW_LIMITS.photoBytes / 1024 / 1024, locale),
        })}
      </p>
      <input
        id="review-photos"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple
        disabled={room <= 0}
        aria-describedby={messages.length ? 'review-photos-hint review-photos-error' : 'review-photos-hint'}
        onChange={(event) => {
          pick(event.target.files);
          // The same file can be picked again after it was removed.
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="photo-previews" aria-label={t('product.chosenPhotos')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              {previews[index] && <img src={previews[index]} alt={file.name} width={80} height={80} />}
              <button
                type="button"
                aria-label={t('product.removeFile', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {messages.length > 0 && (
        <div id="review-photos-error">
          {messages.map((message) => (
            <p className="field-error" key={message}>
              {message}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
