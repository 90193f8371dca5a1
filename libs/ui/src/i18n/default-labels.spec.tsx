import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { BottomSheet } from '../bottom-sheet/bottom-sheet';
import { Chip } from '../chip/chip';
import { ErrorState } from '../error-state/error-state';
import { HotelCard } from '../hotel-card/hotel-card';
import { ImageCarousel } from '../image-carousel/image-carousel';
import { Modal } from '../modal/modal';
import { OtpInput } from '../otp-input/otp-input';
import { PhoneInput } from '../phone-input/phone-input';
import { PriceTag } from '../price-tag/price-tag';
import { RatingBadge } from '../rating-badge/rating-badge';
import { StateView } from '../state-view/state-view';
import { SubmitStatus } from '../submit-status/submit-status';
import { Stepper } from '../stepper/stepper';
import { TextArea } from '../text-area/text-area';
import { Toast } from '../toast/toast';
import { UI_MESSAGES } from './ui-messages';

const photos = [
  { src: 'a.jpg', alt: 'Façade' },
  { src: 'b.jpg', alt: 'Chambre' },
];

// The page's locale is <html lang> (the shell writes it once); each test here sets French and puts it back.
describe('default labels', () => {
  let previousLang = '';
  beforeEach(() => {
    previousLang = document.documentElement.lang;
    document.documentElement.lang = 'fr-FR';
  });
  afterEach(() => {
    document.documentElement.lang = previousLang;
  });

  it('given the catalogue, when compared, then French translates every English text', () => {
    expect(Object.keys(UI_MESSAGES['fr-FR']).sort()).toEqual(Object.keys(UI_MESSAGES['en-GB']).sort());
  });

  it('given a French page, when Modal and BottomSheet open without closeLabel, then Close is "Fermer"', () => {
    render(
      <Modal open onClose={jest.fn()} title="Détail du prix">
        <p>Total</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    render(
      <BottomSheet open onClose={jest.fn()} title="Trier">
        <p>Prix</p>
      </BottomSheet>,
    );
    expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });

  it('given a French page, when Toast renders without labels, then Dismiss is French', () => {
    render(<Toast message="Enregistré" onClose={jest.fn()} duration={0} />);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('given a French page, when ImageCarousel renders without labels, then arrows and slides are French', () => {
    render(<ImageCarousel images={photos} label="Photos de l’hôtel" />);
    expect(screen.getByRole('button', { name: 'Photo précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo suivante' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 sur 2' })).toBeInTheDocument();
  });

  it('given a French page, when HotelCard renders without photosLabel, then its photos are "Photos de <name>"', () => {
    render(<HotelCard name="Nivaas Residency" href="/h/1" images={photos} locality="Baner, Pune" />);
    expect(screen.getByRole('region', { name: 'Photos de Nivaas Residency' })).toBeInTheDocument();
  });

  it('given a French page, when PriceTag shows a discount, then the struck label and discount are French', () => {
    render(<PriceTag amount={1499} strikedAmount={2999} />);
    expect(screen.getByText('Prix initial')).toBeInTheDocument();
    // Keep the no-break space: the default normalizer would turn it into a plain one.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(screen.getByText('50\u00a0% de réduction', exact)).toBeInTheDocument();
  });

  it('given a French page, when RatingBadge renders, then it shows and reads "4,3" ("Noté 4,3 sur 5"), the French decimal sign', () => {
    render(<RatingBadge rating={4.3} />);
    expect(screen.getByRole('img', { name: 'Noté 4,3 sur 5' })).toHaveTextContent('4,3');
  });

  it('given a French page, when PhoneInput offers codes, then the picker is "Indicatif pays"', () => {
    render(
      <PhoneInput
        label="Mobile"
        value=""
        onChange={jest.fn()}
        countryCodes={['+91', '+33']}
        onCountryCodeChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Indicatif pays' })).toBeInTheDocument();
  });

  it('given a French page, when OtpInput, Stepper and Chip render without labels, then their buttons are French', () => {
    render(<OtpInput label="Code" value="" onChange={jest.fn()} length={4} />);
    render(<Stepper label="Adultes" value={1} onChange={jest.fn()} />);
    render(<Chip label="Wi-Fi" onRemove={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Chiffre 1 sur 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diminuer\u00a0: Adultes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Augmenter\u00a0: Adultes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retirer\u00a0: Wi-Fi' })).toBeInTheDocument();
  });

  it('given a French page, when StateView loads and ErrorState fails without labels, then both are French', () => {
    render(
      <StateView status="loading" error={{ title: 'Échec', onRetry: jest.fn() }}>
        <p>Contenu</p>
      </StateView>,
    );
    render(<ErrorState title="Échec du chargement" onRetry={jest.fn()} />);
    expect(screen.getByRole('status', { name: 'Chargement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('given a French page, when TextArea counts, then the count is French with French plural rules', () => {
    const { rerender } = render(<TextArea label="Avis" value="A" onChange={jest.fn()} maxLength={200} />);
    expect(screen.getByText('1 caractère sur 200')).toBeInTheDocument();
    rerender(<TextArea label="Avis" value="Bien" onChange={jest.fn()} maxLength={200} />);
    expect(screen.getByText('4 caractères sur 200')).toBeInTheDocument();
  });

  it('given a French page, when SubmitStatus succeeds or fails without messages, then it speaks French', () => {
    const { rerender } = render(<SubmitStatus state="succeeded" />);
    expect(screen.getByRole('status')).toHaveTextContent('Envoyé');
    rerender(<SubmitStatus state="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de l’envoi. Veuillez réessayer.');
  });

  it('given a French page and labels from the app, when rendered, then the props win over the catalogue', () => {
    render(<PriceTag amount={1499} strikedAmount={2999} discountLabel={(p) => `-${p} %`} strikedLabel="Avant" />);
    expect(screen.getByText('-50 %')).toBeInTheDocument();
    expect(screen.getByText('Avant')).toBeInTheDocument();
  });
});
