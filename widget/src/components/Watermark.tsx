import { slot, VISUALLY_HIDDEN_CLASS } from '../theme/slots';
import { useBootstrap } from './use-bootstrap';
import { useWidget } from './widget-context';

/**
 * The "Powered by" mark, shown when the project's bootstrap asks for it. Drawn as inline SVG, so it
 * needs no image request and no `img-src` allowance.
 */
export function Watermark() {
  const { translator } = useWidget();
  const { displayWatermark } = useBootstrap();
  if (!displayWatermark) return null;
  const label = translator.t('watermark.label');
  return (
    <div {...slot('watermark')}>
      <a href="https://stytch.com" target="_blank" rel="noopener noreferrer">
        {/* The link leaves the page for a new tab; sighted users see the target, others are told. */}
        <svg width="150" height="20" viewBox="0 0 150 20" role="img" aria-label={label}>
          <rect width="150" height="20" rx="4" fill="currentColor" opacity="0.08" />
          <text x="75" y="14" textAnchor="middle" fontSize="11" fill="currentColor">
            {label}
          </text>
        </svg>
        <span className={VISUALLY_HIDDEN_CLASS}> {translator.t('link.newTab')}</span>
      </a>
    </div>
  );
}
