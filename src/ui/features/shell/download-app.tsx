import { useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { PartFailed, lazyPart } from '../../components/lazy-part';

const QRCodeSVG = lazyPart(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));
/** Where the merchant app is downloaded from: the QR code's target, and 下载APP's link on a phone. */
export const DOWNLOAD_URL = import.meta.env.VITE_APP_DOWNLOAD_URL ?? `${window.location.origin}/download/merchant-app`;

/** 下载APP: hovering or focusing shows a QR code to scan with a chat app (the QR library loads then). */
export function DownloadApp() {
  const [open, setOpen] = useState(false);
  return (
    <Box position="relative" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="top-nav__link"
        aria-expanded={open}
        aria-controls="download-qr"
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((o) => !o)}
      >
        下载APP
      </button>
      {open && (
        <Box
          id="download-qr"
          role="dialog"
          aria-label="扫码下载商家APP"
          position="absolute"
          top="100%"
          right="0"
          zIndex="dropdown"
          bg="white"
          p="3"
          shadow="lg"
          rounded="md"
          textAlign="center"
          w="44"
        >
          <QRCodeSVG
            value={DOWNLOAD_URL}
            size={128}
            title="商家APP下载二维码"
            style={{ margin: '0 auto' }}
            loading={<Box w="32" h="32" mx="auto" />}
            failed={(retry) => <PartFailed what="二维码" onRetry={retry} minH="32" />}
          />
          <Text mt="2" fontSize="xs" color="gray.600">
            使用微信扫码下载商家APP
          </Text>
        </Box>
      )}
    </Box>
  );
}
