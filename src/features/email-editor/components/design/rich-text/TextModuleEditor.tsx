import { cssColour } from '../../../document/css-values';
import { updateModuleSettings } from '../../../document/operations';
import type { ContentModuleOf, DesignSettings } from '../../../document/types';
import { textFocusKey, useDesignEditing } from '../design-editing';
import { moduleLabel } from '../module-labels';
import previewStyles from '../ModulePreview.module.css';
import { Picture } from '../ModulePreview';
import { background, paddingStyle } from '../preview-style';
import { RichTextEditor } from './RichTextEditor';
import { useTypingBurst } from './use-typing-burst';

type TextModule = ContentModuleOf<'text'> | ContentModuleOf<'imageText'>;

/**
 * The selected text (or image-and-text) module with its text editable in place. Each keystroke is an
 * edit of the design; a burst of typing undoes as one step.
 */
export function TextModuleEditor({ module, design }: { module: TextModule; design: DesignSettings }) {
  const { edit, takeFocusRequest } = useDesignEditing();
  const mergeKey = useTypingBurst(`text:${module.id}`);
  const s = module.settings;
  const editor = (
    <RichTextEditor
      html={s.html}
      label={`${moduleLabel(module.type)} text`}
      lineHeight={s.lineHeight}
      // Focus goes into the text when it was chosen to be edited (Edit, a click), not when it was just added.
      takeFocus={() => takeFocusRequest(textFocusKey(module.id)) !== null}
      linkColour={cssColour(design.linkColor, '#1188E6')}
      onChange={(html) => edit((document) => updateModuleSettings(document, module.id, module.type, { html }), mergeKey())}
    />
  );
  if (module.type === 'text') return <div style={{ padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>{editor}</div>;
  const { image, imagePosition } = module.settings;
  return (
    <div className={imagePosition === 'right' ? previewStyles.imageTextReversed : previewStyles.imageText} style={{ padding: paddingStyle(s.padding), background: background(s.backgroundColor) }}>
      <div className={previewStyles.imageTextPicture} inert>
        <Picture image={image} fill />
      </div>
      {editor}
    </div>
  );
}
