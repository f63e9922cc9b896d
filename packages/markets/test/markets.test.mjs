// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupSites, marketDescriptor, markets } from '../markets.mjs';

describe('the group of market sites', () => {
  it('declares each market once, with its default locale first and no trailing slash on its address', () => {
    const codes = markets.map(({ market }) => market);
    assert.deepEqual(new Set(codes).size, codes.length);
    for (const descriptor of markets) {
      assert.equal(descriptor.locales[0], descriptor.defaultLocale, descriptor.market);
      assert.match(descriptor.siteUrl, /^https:\/\/[^/]+$/, descriptor.market);
    }
  });

  it('names every country in every locale a footer can be shown in', () => {
    const shown = new Set(markets.flatMap(({ locales }) => locales));
    for (const { market, country } of markets) {
      for (const locale of shown) assert.ok(country[locale], `${market} in ${locale}`);
    }
  });

  it('finds a market by its code and refuses an unknown one, naming the known ones', () => {
    assert.equal(marketDescriptor('slo').defaultLocale, 'sl');
    assert.throws(() => marketDescriptor('hrv'), /Unknown market "hrv" \(known: cro, slo, bih\)/);
  });

  it('links every site of the group, each under its own name and address', () => {
    assert.deepEqual(
      groupSites().map(({ market, url }) => [market, url]),
      markets.map(({ market, siteUrl }) => [market, siteUrl]),
    );
  });
});
