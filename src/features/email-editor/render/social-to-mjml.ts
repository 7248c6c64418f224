import { clampNumber } from '../document/css-values';
import { MODULE_DEFAULTS } from '../document/defaults';
import { DOCUMENT_LIMITS } from '../document/limits';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../document/social-networks';
import { type SocialSettings } from '../document/types';
import { isAllowedLink } from '../links/link-policy';
import { attributes, escapeText, tag } from './mjml-markup';
import { alignValue, optionalColour, paddingValue } from './render-values';

const LABEL_STYLE =
  'display:inline-block;color:#FFFFFF;border-radius:4px;padding:6px 10px;font-size:12px;font-weight:bold;line-height:16px;text-decoration:none;';

function linkContent(network: SocialNetwork, iconBaseUrl: string | null, size: number): { style: string; content: string } {
  if (!iconBaseUrl) return { style: `${LABEL_STYLE}background-color:${network.colour};`, content: escapeText(network.label) };
  const icon = { src: `${iconBaseUrl}/${network.key}.png`, alt: network.label, width: size, height: size, style: 'display:block;border:0;' };
  return { style: 'display:inline-block;text-decoration:none;', content: `<img${attributes(icon)} />` };
}

/**
 * The social module: a row of links, one per network with an address. Without an icon host (see
 * RenderOptions.socialIconBaseUrl) each link is a small label in the network's colour, which every
 * client shows without loading images; with one, each link is the network's icon.
 */
export function socialToMjml(settings: SocialSettings, iconBaseUrl: string | null): string {
  const size = clampNumber(settings.iconSize, DOCUMENT_LIMITS.iconSize.min, DOCUMENT_LIMITS.iconSize.max, MODULE_DEFAULTS.social.iconSize);
  const cells = SOCIAL_NETWORKS.filter((network) => isAllowedLink(settings[network.urlField])).map((network) => {
    const { style, content } = linkContent(network, iconBaseUrl, size);
    return `<td style="padding:0 4px;"><a${attributes({ href: settings[network.urlField].trim(), style })}>${content}</a></td>`;
  });
  if (cells.length === 0) return '';
  const table = `<table${attributes({ role: 'presentation', border: 0, cellpadding: 0, cellspacing: 0 })} style="display:inline-table;"><tr>${cells.join('')}</tr></table>`;
  return tag(
    'mj-text',
    { align: alignValue(settings.align), padding: paddingValue(settings.padding), 'container-background-color': optionalColour(settings.backgroundColor) },
    table,
  );
}
