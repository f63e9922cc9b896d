import type { Preview } from '@storybook/react-vite';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

const preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
} satisfies Preview;

export default preview;
