import { UploadPromotionPoster } from '../../../../application/promotions/upload-promotion-poster';
import { PROMOTION_COVER_HINT } from '../../../../domain/promotion/promotion-form';
import { useService } from '../../../platform/container-context';
import { CoverUploadField, type StoredCover } from '../../../components/cover-upload-field';

/** 活动封面: JPG/PNG/JPEG, uploaded as soon as it is chosen; the form keeps the stored key. */
export function PosterField({
  busy,
  ...props
}: {
  url: string;
  error?: string;
  /** Status 1 or 2: the cover is shown but cannot be changed. */
  locked: boolean;
  /** A submit runs: no new file until it is done. */
  busy: boolean;
  onChange: (poster: StoredCover) => void;
}) {
  const upload = useService(UploadPromotionPoster);
  return (
    <CoverUploadField
      {...props}
      name="活动封面"
      width="200px"
      height="120px"
      hint={PROMOTION_COVER_HINT}
      disabled={busy}
      visibleLabel
      upload={upload}
    />
  );
}
