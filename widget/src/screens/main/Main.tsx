import { useEffect, useRef } from 'react';
import { Divider } from '../../components/Divider';
import { ScreenHeading } from '../../components/ScreenHeading';
import { WarningBanner } from '../../components/WarningBanner';
import { useWidget } from '../../components/widget-context';
import type { ProductName } from '../../config/types';
import { type MainSection, resolveMainSections } from '../../products/main-sections';
import { resolveMainTabs } from '../../products/main-tabs';
import type { MainSectionProps } from '../../products/types';
import { claimLoginScreenReport } from '../../runtime/widget-runtime';
import { slot, stateAttributes } from '../../theme/slots';
import { MainFormSection, type MainTabForm } from './MainFormSection';

/** A key for a section that stays the same while the config does. */
function sectionKey(section: MainSection): string {
  switch (section.kind) {
    case 'passkey':
      return section.product;
    case 'buttons':
      return `buttons-${section.products.join('-')}`;
    default:
      return section.kind;
  }
}

/**
 * The start of the login flow: the configured products' sections in config order. Every part of it
 * is in the code loaded at mount, so it renders in the first commit and is usable at once.
 */
export function Main() {
  const { store, config, hostConfig, products, theme, translator, emit } = useWidget();
  const emailInput = useRef<HTMLInputElement>(null);

  const tabs: MainTabForm[] = resolveMainTabs(config).flatMap(({ id, owner }) => {
    const product = products[owner];
    const form = product?.tabForms[id];
    return form ? [{ id, form }] : [];
  });
  const sections = resolveMainSections(config.products, products, { hasForm: tabs.length > 0 });
  const sectionProps: MainSectionProps = {
    emailInput,
    hasEmailForm: tabs.some((tab) => tab.id === 'email'),
    oauthButtonCount: config.oauthOptions.providers.length,
  };

  // Reported once per widget, when the login flow first renders: not on a return to Main, and not
  // when a host update() hands over a new config object and so re-runs this effect.
  useEffect(() => {
    if (store.navigationCount === 0 && claimLoginScreenReport(store)) {
      emit({ type: 'render_login_screen', data: { config: hostConfig } });
    }
  }, [store, emit, hostConfig]);

  const renderProductSection = (name: ProductName) => {
    const product = products[name];
    const Section = product?.mainSection;
    return Section ? <Section key={name} {...sectionProps} /> : null;
  };
  const renderSection = (section: MainSection, previous: MainSection | undefined) => {
    switch (section.kind) {
      case 'passkey':
        return renderProductSection(section.product);
      case 'form':
        return <MainFormSection key="form" tabs={tabs} emailInput={emailInput} />;
      case 'divider':
        return <Divider key={`divider-after-${previous ? sectionKey(previous) : 'top'}`} />;
      case 'buttons':
        return (
          <div key={sectionKey(section)} {...slot('buttons')}>
            {section.products.map(renderProductSection)}
          </div>
        );
    }
  };

  return (
    <div {...slot('screen')} {...stateAttributes({ screen: 'Main' })}>
      {theme.logo.logoImageUrl && (
        <img {...slot('logo')} src={theme.logo.logoImageUrl} alt={translator.t('logo.alt')} />
      )}
      <ScreenHeading visuallyHidden={theme.hideHeaderText}>{translator.t('main.title')}</ScreenHeading>
      <WarningBanner />
      {sections.map((section, index) => renderSection(section, sections[index - 1]))}
    </div>
  );
}
