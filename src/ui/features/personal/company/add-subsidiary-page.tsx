import { Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AddSubsidiaryForm } from './add-subsidiary-form';
import { ScreenTitle } from './company-page-parts';

/** addSubsidiary: a new child company with its own sign-in (phone and password). */
export function AddSubsidiaryPage() {
  return (
    <Box>
      <ScreenTitle title="添加子公司">子公司添加后即可用手机号和密码登录。</ScreenTitle>
      <Box mb="4">
        <Link to="/personal/subsidiary" className="text-link">
          返回子公司管理
        </Link>
      </Box>
      <AddSubsidiaryForm />
    </Box>
  );
}
