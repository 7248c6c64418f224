/** "1 list", "3 lists". */
export const listCountText = (count: number) => `${count} ${count === 1 ? 'list' : 'lists'}`;
