import {
  brandTextColor,
  contrastRatio,
  formatDecimal,
  MIN_TEXT_CONTRAST,
  TEXT_COLOR_ON_DARK,
  TEXT_COLOR_ON_LIGHT,
} from '@freight/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormDataConsumer } from 'react-admin';

/** A contrast ratio as pt-BR text: `4,52:1`. */
export const ratioText = (ratio: number): string => `${formatDecimal(ratio)}:1`;

/** pt-BR name of a text colour of core's branding rule. */
const colorName = (text: string): string => (text === TEXT_COLOR_ON_DARK ? 'branco' : 'preto');

/**
 * What the app looks like in a company's colours: a top bar and a button in the primary colour with the
 * text colour of core's `brandTextColor` (the dark flag decides unless its text would not read), the
 * contrast ratio of core's `contrastRatio`, and a warning when the text the flag asks for reads below
 * core's `MIN_TEXT_CONTRAST`.
 */
export function BrandingPreview({ color: background, dark: isDark }: { color: string; dark: boolean }) {
  const text = brandTextColor(background, isDark);
  const ratio = contrastRatio(background, text);
  const asked = isDark ? TEXT_COLOR_ON_DARK : TEXT_COLOR_ON_LIGHT;
  const askedRatio = contrastRatio(background, asked);
  const minimum = ratioText(MIN_TEXT_CONTRAST);
  return (
    <Box data-testid="branding-preview" sx={{ my: 1, maxWidth: 480 }}>
      <Typography variant="subtitle2" component="p">
        Prévia
      </Typography>
      {ratio === null ? (
        <Typography color="error">Cor inválida: informe uma cor como #1565c0.</Typography>
      ) : (
        <>
          <Box
            data-testid="branding-preview-bar"
            sx={{ bgcolor: background, color: text, px: 2, py: 1.5, borderRadius: 1 }}
          >
            <Typography component="span" sx={{ fontWeight: 500, color: 'inherit' }}>
              Barra superior
            </Typography>
          </Box>
          <Box
            component="span"
            role="presentation"
            data-testid="branding-preview-button"
            sx={{
              display: 'inline-block',
              mt: 1,
              px: 2,
              py: 0.75,
              borderRadius: 1,
              bgcolor: background,
              color: text,
              fontWeight: 500,
            }}
          >
            BOTÃO
          </Box>
          <Typography sx={{ mt: 1 }}>
            Contraste do texto {colorName(text)}: {ratioText(ratio)} (mínimo {minimum})
          </Typography>
          {askedRatio !== null && askedRatio < MIN_TEXT_CONTRAST ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {`Contraste baixo: o texto ${colorName(asked)} ficaria com ${ratioText(askedRatio)}, abaixo do mínimo de ${minimum}. O app usará texto ${colorName(text)}.`}
            </Alert>
          ) : null}
        </>
      )}
    </Box>
  );
}

/** {@link BrandingPreview} of the company form as it stands, changing as the user picks (`settings.*`). */
export function LiveBrandingPreview() {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const settings = (formData as { settings?: Record<string, unknown> }).settings ?? {};
        const color = settings.primary_color;
        return (
          <BrandingPreview
            color={typeof color === 'string' ? color : ''}
            dark={settings.primary_color_is_dark === true}
          />
        );
      }}
    </FormDataConsumer>
  );
}
