/** @jest-environment node */
import { pharmacovigilanceContact } from './pharmacovigilanceContact';

describe('the pharmacovigilance contact', () => {
  const departments = {
    'equipment-service': {
      name: { hr: 'Servis' },
      mail: 'servis@medivia.example',
      tel: '+385 1 000 0001',
    },
    pharmacovigilance: {
      name: { hr: 'Farmakovigilancija' },
      mail: 'Farmakovigilancija@medivia.example',
      tel: '+385 1 000 0020',
    },
  };

  it('is the report mailbox with the phone of the department that owns it', () => {
    expect(
      pharmacovigilanceContact({
        pharmacovigilanceMailbox: 'farmakovigilancija@medivia.example',
        departments,
      }),
    ).toEqual({ mail: 'farmakovigilancija@medivia.example', tel: '+385 1 000 0020' });
  });

  it('is the mailbox alone where no department owns it', () => {
    expect(
      pharmacovigilanceContact({ pharmacovigilanceMailbox: 'pv@other.example', departments }),
    ).toEqual({ mail: 'pv@other.example' });
  });
});
