import { InlineAlert } from '@/shared/ui/InlineAlert';
import { LIMIT_MESSAGE } from '../messages';

/** The 10,000 limit, said before the user tries (spec §8). */
export function LimitNotice({ id }: { id?: string }) {
  return (
    <div id={id}>
      <InlineAlert tone="warning" title={LIMIT_MESSAGE}>
        Delete single sends you no longer need to create new ones.
      </InlineAlert>
    </div>
  );
}
