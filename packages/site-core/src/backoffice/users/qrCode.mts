import QRCode from 'qrcode';

/** The otpauth address as an SVG QR code, drawn here: no image service sees the secret. */
export const qrCodeSvg = (text: string) =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
