import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectImageById, selectImageFetchRequest } from '../images-selectors';
import { imageFetchRequested } from '../images-slice';

/**
 * One image for a screen opened by its address: from the pages already loaded, or loaded on its own
 * (GET /images/{id}) when the library has not brought it yet.
 */
export function useLibraryImage(id: string) {
  const dispatch = useAppDispatch();
  const image = useAppSelector((state) => selectImageById(state, id));
  const request = useAppSelector((state) => selectImageFetchRequest(state, id));
  const held = image !== undefined;

  useEffect(() => {
    if (!held) dispatch(imageFetchRequested({ id }));
    // Once per image: a failure offers its retry instead of asking again.
  }, [dispatch, id]); // eslint-disable-line react-hooks/exhaustive-deps

  return { image, request, retry: () => dispatch(imageFetchRequested({ id })) };
}
