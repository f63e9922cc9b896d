/** @jest-environment node */
import { createTestMarket } from '../../../testing/testMarket';
import { storedAllLocales } from '../../storedDoc.testing';
import { companyFigures } from './config.mts';
import { figuresDoc, toFigures } from './mapping';

const market = createTestMarket({ locales: ['hr', 'sl', 'bs', 'en'] });

describe('the key figures', () => {
  it('leaves out a figure staff emptied, so pages skip it', () => {
    const stored = storedAllLocales(companyFigures(), { hr: figuresDoc(market.figures) });
    expect(toFigures(stored as never)).toEqual({ figures: market.figures });
    expect(toFigures({ ...stored, customers: null } as never).figures).not.toHaveProperty(
      'customers',
    );
    expect(toFigures({} as never).figures).toBeUndefined();
  });
});
