import { Heading, Stack, Text } from '@chakra-ui/react';

const SECTIONS: [string, string][] = [
  ['一、协议的范围', '本协议是您与平台之间关于使用商家中心软件及相关服务所订立的协议。您在注册前应仔细阅读本协议，注册即视为您已充分理解并同意本协议的全部内容。'],
  ['二、软件许可', '平台授予您一项个人的、不可转让、非排他的许可，以使用本软件处理您公司的业务。您不得对本软件进行反向工程、反向编译或以其他方式尝试获取源代码。'],
  ['三、账号使用规范', '您应使用真实、合法的企业信息注册并妥善保管账号与密码。因您保管不善导致的损失由您自行承担。子账号由主账号创建并管理，主账号对子账号的行为负责。'],
  ['四、信息内容规范', '您上传的效果图、文章、优惠活动等内容不得违反法律法规，不得侵犯他人知识产权，不得包含虚假、违法或不良信息。平台有权对违规内容进行审核、屏蔽或删除。'],
  ['五、订单与费用', '平台向您派发的客户订单须按约定及时处理与反馈。订单费用及申诉规则以平台公布的规则为准。'],
  ['六、个人信息保护', '平台依照法律法规保护您及您的客户的个人信息，您应仅为处理订单之目的使用客户信息，不得泄露或用于其他用途。'],
  ['七、协议的变更与终止', '平台可根据业务需要修改本协议，修改后的协议将在软件中公布。您违反本协议的，平台有权暂停或终止向您提供服务。'],
];

/**
 * The static legal text of the user agreement: one text for the registration dialog and the
 * personal centre's agreement screen, each under its own level-2 title.
 */
export function AgreementText() {
  return (
    <Stack gap="4">
      {SECTIONS.map(([title, text]) => (
        <section key={title}>
          <Heading as="h3" size="sm" mb="1">
            {title}
          </Heading>
          <Text fontSize="sm" color="gray.700" lineHeight="tall">
            {text}
          </Text>
        </section>
      ))}
    </Stack>
  );
}
