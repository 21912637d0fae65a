import { SERVICE_HERO_IMAGE } from "../hero-images";
import type { Service } from "../types";

const service: Service = {
  id: "blockchain",
  title: "Blockchain Development",
  description:
    "Smart contracts, tokenization and permissioned ledgers for cases where a shared, tamper-evident record adds real value: Solidity and Rust contracts, Hyperledger Fabric networks, wallets and integration with your systems.",
  metaDescription:
    "Smart contracts, tokenization and permissioned ledgers in Solidity, Rust and Hyperledger Fabric, where a shared record adds real value.",
  icon: "blocks",
  pricing:
    "Well-defined smart contract work is often fixed-price, platform builds are milestone-based, and early exploration runs hourly (time and materials). The price depends on scope and complexity, including the chosen network, contract logic, integrations and audit needs.",
  process: [
    {
      title: "Fit assessment",
      description:
        "We examine whether a blockchain solves your problem better than a conventional database, and recommend a public chain, a permissioned network or neither, with the reasoning written down.",
    },
    {
      title: "Architecture & token design",
      description:
        "We define the on-chain and off-chain split, the network (such as Ethereum, an Ethereum layer 2, Solana or Hyperledger Fabric), key management and, where relevant, token economics.",
    },
    {
      title: "Smart contract development",
      description:
        "We write contracts in Solidity or Rust on established libraries such as OpenZeppelin, with unit, fuzz and invariant tests in Foundry or Hardhat.",
    },
    {
      title: "Security review",
      description:
        "We run static analysis with tools such as Slither, review the code against known attack patterns and prepare code and documentation for an independent third-party audit.",
    },
    {
      title: "Integration & launch",
      description:
        "We build the wallets, dApp front ends, indexers and APIs that connect the chain to your systems, deploy to testnet and then mainnet, and set up on-chain monitoring.",
    },
  ],
  lifecycle: ["Evaluate", "Design", "Develop", "Audit", "Deploy", "Monitor"],
  onboarding:
    "An initial call explores the business process you want to change, who the participants are and why trust between them matters. We ask for any existing specifications, regulatory constraints and details of the systems that must integrate with the ledger. Within 2 weeks you receive a fit assessment with a recommended architecture, or a candid explanation of why a conventional system would serve you better.",
  requirements: [
    "A description of the participants and the process to record",
    "Legal guidance on tokens and data in your jurisdictions",
    "Details of systems that must read from or write to the chain",
    "Decision-makers to agree governance and key management",
  ],
  heroImage: SERVICE_HERO_IMAGE,
  whyUs: [
    {
      title: "Honest fit assessment",
      description:
        "We tell you when a shared database, signed records or an API would do the job, so you only take on blockchain complexity where it earns its place.",
    },
    {
      title: "Security-first contract engineering",
      description:
        "Fuzz and invariant testing, static analysis and audit-ready documentation are part of every contract we write, because deployed code is hard to change and mistakes are costly.",
    },
    {
      title: "Public and permissioned experience",
      description:
        "We build on public EVM chains and Solana as well as permissioned networks such as Hyperledger Fabric, and help you choose based on privacy, operating cost and governance.",
    },
  ],
  whyUsTitle: "Blockchain where it belongs",
  whyUsDescription:
    "We combine careful security engineering with a practical view of when distributed ledgers are worth their trade-offs.",
  discussTitle: "Blockchain for a real business problem",
  discussDescription:
    "Describe the process and the parties involved, and we will give you a straight answer on whether and how blockchain fits.",
  processTitle: "Fit check, contracts, audit, mainnet",
  processDescription:
    "A security-focused path in which every contract is tested and reviewed before it holds real value.",
  initiative:
    "Blockchain projects stay grounded when they start from the business process and the people who need to trust it, not from a token or a favorite chain. Our engineers share every design decision and threat model openly with your team. After launch, your team runs the contracts, key-management procedures and monitoring, with clear runbooks for upgrades and incidents; under our terms, {ownership}.",
  initiativeTitle: "Grounded in business value",
  initiativeDescription: "Each blockchain decision traces back to a real problem and a clear security model.",
  faqs: [
    {
      question: "Do we really need a blockchain?",
      answer:
        "Often not, and we will say so. A blockchain makes sense when several parties who do not fully trust each other need a shared, tamper-evident record without a single operator in control. If one organization controls the data, a conventional database with audit logging is usually simpler and cheaper to run.",
    },
    {
      question: "Do you audit smart contracts?",
      answer:
        "We perform internal security reviews, static analysis and extensive testing, and prepare your code for an independent audit. For contracts that will hold significant value, we strongly recommend an external audit by a specialist firm before mainnet deployment, and we help you work through its findings.",
    },
    {
      question: "Public or permissioned blockchain: which should we choose?",
      answer:
        "Public chains such as Ethereum suit open ecosystems, tokens and transparency to anyone. Permissioned networks such as Hyperledger Fabric suit consortia that need privacy, known participants and control over governance. We compare both against your requirements in the fit assessment.",
    },
    {
      question: "How are contracts maintained after deployment?",
      answer:
        "We set up on-chain monitoring and alerts, document upgrade and emergency procedures, and can continue on {retainer} for maintenance and new features. Where contracts are upgradeable, we agree the governance process for changes with you before launch.",
    },
  ],
  faqsTitle: "Blockchain questions",
  faqsDescription: "Straight answers about fit, security and what it takes to run a blockchain solution.",
  hireTitle: "Security-minded blockchain engineers",
  hireDescription:
    "Our blockchain developers can design, test and launch smart contracts and ledger integrations you can trust.",
  ctaTitle: "Get a candid blockchain assessment",
  ctaDescription:
    "Find out on a free call whether blockchain is the right fit for your use case, before you invest in building anything.",
};

export default service;
