import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card';
import { Stat } from '../Stat';
import { BalancedGrid } from './BalancedGrid';

/** A distributor's headline figures, in the order a market's home page gives them. */
const figures = [
  { value: '6,000+', label: 'customers' },
  { value: '400+', label: 'suppliers of medicinal products' },
  { value: '€10.5M', label: 'turnover in 2023' },
  { value: '81', label: 'temperature-controlled vehicles' },
  { value: '473', label: 'employees in 2020' },
  { value: '3', label: 'warehouse locations' },
  { value: '1990', label: 'founded' },
  { value: '24/7', label: 'equipment servicing' },
];

/** Departments and services, as the home page's teaser cards. */
const cards = [
  ['Medicinal products', 'Prescription and OTC medicines delivered to pharmacies and hospitals.'],
  ['Diagnostics', 'Analysers, reagents and consumables for hospital and private laboratories.'],
  ['Animal health', 'Veterinary medicines and supplies for practices and farms.'],
  ['Dental medicine', 'Equipment, instruments and materials for dental practices.'],
  ['Medical equipment', 'Devices for operating theatres, wards and outpatient clinics.'],
  ['Marketing', 'Launch and promotion of the brands we represent.'],
  ['Warehousing and transport', 'Cold-chain storage and temperature-controlled delivery.'],
  ['Regulatory affairs', 'Marketing authorisations, variations and labelling.'],
  ['Clinical trials', 'Import, storage and delivery of investigational products.'],
  ['Secondary packaging', 'Relabelling and repacking under Good Manufacturing Practice.'],
  ['Equipment service', 'Installation, calibration and repairs, around the clock.'],
  ['Careers', 'Open positions in logistics, pharmacy, engineering and sales.'],
] as const;

function FigureBand({ count }: { count: number }) {
  return (
    <div style={{ background: 'var(--color-primary-800)', padding: 'var(--space-8)' }}>
      <BalancedGrid variant="figures" aria-label={`${count} key figures`}>
        {figures.slice(0, count).map((figure) => (
          <li key={figure.label} style={{ textAlign: 'center' }}>
            <Stat value={figure.value} label={figure.label} tone="inverse" />
          </li>
        ))}
      </BalancedGrid>
    </div>
  );
}

function CardGrid({ count }: { count: number }) {
  return (
    <BalancedGrid variant="cards" aria-label={`${count} departments`}>
      {cards.slice(0, count).map(([title, text]) => (
        <li key={title}>
          <Card title={title} text={text} />
        </li>
      ))}
    </BalancedGrid>
  );
}

const meta = {
  title: 'Layout/BalancedGrid',
  component: BalancedGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BalancedGrid>;

export default meta;

/** The stories below take how many items to show, as a market's data would give them. */
type CountStory = StoryObj<{ count: number }>;
type Story = StoryObj<typeof meta>;

/** A figure band with as many figures as a market gives (1 to 8). */
export const Figures: CountStory = {
  args: { count: 4 },
  argTypes: { count: { control: { type: 'range', min: 1, max: 8 } } },
  render: ({ count }) => <FigureBand count={count} />,
};

/** A card grid with as many cards as a section has (1 to 12). */
export const Cards: CountStory = {
  args: { count: 5 },
  argTypes: { count: { control: { type: 'range', min: 1, max: 12 } } },
  render: ({ count }) => <CardGrid count={count} />,
};

/** Every figure count from 1 to 8, one band each: rows stay centred and even. */
export const FiguresOneToEight: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {figures.map((_, index) => (
        <FigureBand key={index} count={index + 1} />
      ))}
    </div>
  ),
};

/** Every card count from 1 to 12. */
export const CardsOneToTwelve: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-10)' }}>
      {cards.map((_, index) => (
        <CardGrid key={index} count={index + 1} />
      ))}
    </div>
  ),
};
