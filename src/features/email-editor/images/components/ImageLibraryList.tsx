import { useEffect, type ReactNode } from 'react';
import { isInFlight } from '@/shared/request-state/request-state';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { Button } from '@/shared/ui/Button';
import { ListContent } from '@/shared/ui/ListContent';
import { Spinner } from '@/shared/ui/Spinner';
import { selectAllImages, selectImagesComplete, selectImagesRequest } from '../images-selectors';
import { imagesRequested } from '../images-slice';
import type { LibraryImage } from '../types';
import styles from './ImageLibraryList.module.css';

const count = new Intl.NumberFormat('en-US');

interface ImageLibraryListProps {
  /** Names the grid for assistive technology. */
  label: string;
  /** One image's cell: its thumbnail and what can be done with it. */
  renderItem(image: LibraryImage): ReactNode;
  emptyState: ReactNode;
}

/** The library's images, newest first, a page at a time: loading, failed, empty and loaded states. */
export function ImageLibraryList({ label, renderItem, emptyState }: ImageLibraryListProps) {
  const dispatch = useAppDispatch();
  const images = useAppSelector(selectAllImages);
  const request = useAppSelector(selectImagesRequest);
  const complete = useAppSelector(selectImagesComplete);

  // Every visit refreshes (another tab may have uploaded), keeping as many images as were shown.
  useEffect(() => {
    dispatch(imagesRequested({ load: 'refresh' }));
  }, [dispatch]);

  return (
    <ListContent
      request={request}
      empty={images.length === 0}
      placeholder={<Spinner label="Loading your images" />}
      errorTitle="We could not load your images"
      onRetry={() => dispatch(imagesRequested({ load: 'refresh' }))}
      emptyState={emptyState}
    >
      <ul className={styles.grid} aria-label={label}>
        {images.map((image) => (
          <li key={image.id} className={styles.item}>
            {renderItem(image)}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p role="status" className={styles.status}>
          {complete ? `All ${count.format(images.length)} images are shown.` : `Showing the newest ${count.format(images.length)} images.`}
        </p>
        {!complete && (
          <Button loading={isInFlight(request)} onClick={() => dispatch(imagesRequested({ load: 'next' }))}>
            Load more images
          </Button>
        )}
      </div>
    </ListContent>
  );
}
