import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

const RULES = [
  '每个组图需上传 5 到 20 张图片，第一张默认作为封面，可在上传后更换。',
  '图片格式为 JPG/JPEG/PNG，单张大小在 200K 到 5M 之间。',
  '图片高度不低于 650 像素，请勿上传模糊、拉伸或拼接的图片。',
  '组图标题 6 到 40 个字，不能包含空格，除 - _ ㎡ 外不可使用特殊字符。',
  '请选择户型标签；组图简介不超过 500 字，单张图片描述不超过 100 字。',
  '图片不得含有水印、二维码、电话号码等联系方式，审核通过后才会展示。',
];

/** /picture/uploadtitle: the upload rules, then on to /picture/create. */
export default function UploadRulesPage() {
  return (
    <Box bg="white" rounded="md" shadow="xs" p="8" maxW="3xl">
      <Stack gap="5">
        <Heading as="h1" size="lg">
          效果图上传须知
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {RULES.map((rule) => (
            <List.Item key={rule}>
              <Text>{rule}</Text>
            </List.Item>
          ))}
        </List.Root>
        <Stack direction="row" gap="3">
          <Button asChild colorPalette="blue">
            <Link to="/picture/create">我已了解，开始上传</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/picture">返回列表</Link>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
