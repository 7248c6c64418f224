/**
 * Pictures the system designs show until the sender puts in their own: fixed photos of a public
 * placeholder service, so the designs look finished in the preview and in a test send.
 */
export const STOCK_IMAGES = {
  landscape: 'https://picsum.photos/id/1018/1200/600',
  river: 'https://picsum.photos/id/1015/600/400',
  forest: 'https://picsum.photos/id/1043/600/400',
  strawberries: 'https://picsum.photos/id/1080/1200/700',
  productA: 'https://picsum.photos/id/1062/400/400',
  productB: 'https://picsum.photos/id/1025/400/400',
  productC: 'https://picsum.photos/id/1074/400/400',
  laptop: 'https://picsum.photos/id/0/1200/600',
  desk: 'https://picsum.photos/id/20/600/400',
  phone: 'https://picsum.photos/id/160/600/400',
  coffee: 'https://picsum.photos/id/1060/1200/600',
} as const;
