import type { Row } from '../../../document/types';
import { ButtonSettings, ColumnsSettings, SocialSettings, UnsubscribeSettings } from './ComposedSettings';
import { CodeSettings, DividerSettings, ImageSettings, ImageTextSettings, SpacerSettings, TextSettings } from './ContentSettings';

/** Every setting of the selected module, by its type. Keyed by module: another module's fields start afresh. */
export function ModuleSettingsPanel({ module }: { module: Row }) {
  switch (module.type) {
    case 'text':
      return <TextSettings key={module.id} module={module} />;
    case 'image':
      return <ImageSettings key={module.id} module={module} />;
    case 'imageText':
      return <ImageTextSettings key={module.id} module={module} />;
    case 'button':
      return <ButtonSettings key={module.id} module={module} />;
    case 'divider':
      return <DividerSettings key={module.id} module={module} />;
    case 'spacer':
      return <SpacerSettings key={module.id} module={module} />;
    case 'social':
      return <SocialSettings key={module.id} module={module} />;
    case 'unsubscribe':
      return <UnsubscribeSettings key={module.id} module={module} />;
    case 'code':
      return <CodeSettings key={module.id} />;
    case 'columns':
      return <ColumnsSettings key={module.id} module={module} />;
  }
}
