// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Airlock Dollar (AUSD)
/// @notice A plain ERC-20 test token for the local chain: every state-changing call returns bool.
contract AirlockDollar {
    string public constant name = "Airlock Dollar";
    string public constant symbol = "AUSD";
    uint8 public constant decimals = 18;

    address public immutable owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    /// @dev Minting to the holders in the constructor keeps start-up to one transaction.
    constructor(address[] memory holders, uint256 amount) {
        owner = msg.sender;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amount);
        }
    }

    /// @notice Faucet for tests; only the deployer may mint.
    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "AUSD: not owner");
        _mint(to, amount);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= value, "AUSD: allowance exceeded");
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) internal {
        require(to != address(0), "AUSD: transfer to zero address");
        require(balanceOf[from] >= value, "AUSD: balance exceeded");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }
}
